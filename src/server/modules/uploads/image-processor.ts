import type { ChildProcess } from 'node:child_process';
import { forkChild } from '../../child-process.ts';
import type { DetectedFileType } from './file-type.ts';
import type { ImageAnswer, ImageJob } from './image-child.ts';
import { asBuffer, ImageRejectedError, type ProcessedImage } from './image-processing.ts';

interface Pending {
  child: ChildProcess;
  resolve(result: ProcessedImage | Uint8Array): void;
  reject(error: Error): void;
}

/**
 * Decodes and encodes images in a child process of its own (docs/performance.md, memory; docs/security.md).
 * libvips leaves the memory of a large decode behind, and the web server would keep it for good;
 * the child gives it all back when it exits, `idleMs` after its last job. A decoder crash on a
 * hostile file ends the child, not the site: that file is refused as undecodable.
 */
export class ImageProcessor {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  private readonly idleMs: number;

  constructor(idleMs = 10_000) {
    this.idleMs = idleMs;
  }

  async process(input: Buffer, type: DetectedFileType): Promise<ProcessedImage> {
    const result = (await this.run({ kind: 'process', input, type })) as ProcessedImage;
    return {
      ...result,
      data: asBuffer(result.data),
      variants: result.variants.map((variant) => ({ width: variant.width, data: asBuffer(variant.data) })),
    };
  }

  async svgToJpeg(svg: string): Promise<Buffer> {
    return asBuffer((await this.run({ kind: 'svg-to-jpeg', svg })) as Uint8Array);
  }

  /** Ends the child now (tests, shutdown); a later job starts a new one. */
  close(): void {
    clearTimeout(this.idleTimer);
    this.child?.kill();
    this.child = undefined;
  }

  /** The child's process id while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private run(job: ImageJob): Promise<ProcessedImage | Uint8Array> {
    clearTimeout(this.idleTimer);
    const child = this.child ?? this.start();
    const id = this.nextId++;
    child.ref();
    child.channel?.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { child, resolve, reject });
      child.send({ id, job });
    });
  }

  private start(): ChildProcess {
    const child = forkChild(import.meta, 'image-child', [], { serialization: 'advanced' });
    child.on('message', (answer: ImageAnswer) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      if (answer.ok) job.resolve(answer.result);
      else job.reject(answer.rejected ? new ImageRejectedError(answer.rejected) : new Error(answer.message));
      if (this.pending.size === 0 && this.child === child) {
        this.idleTimer = setTimeout(() => this.close(), this.idleMs);
        // An idle child never keeps a script or test running; it exits when this process does.
        this.idleTimer.unref();
        child.unref();
        child.channel?.unref();
      }
    });
    child.on('exit', (code, signal) =>
      // Killed by a signal mid-job (a decoder crash, the kernel out of memory): the file did that.
      this.fail(
        child,
        signal ? new ImageRejectedError('undecodable') : new Error(`The image process exited (${code})`),
      ),
    );
    child.on('error', (error) => {
      this.fail(child, error);
      child.kill();
    });
    this.child = child;
    return child;
  }

  /** Rejects the jobs sent to a child that will not answer them. */
  private fail(child: ChildProcess, error: Error): void {
    if (this.child === child) this.child = undefined;
    for (const [id, job] of this.pending) {
      if (job.child !== child) continue;
      this.pending.delete(id);
      job.reject(error);
    }
  }
}

/** The one image process of this server. */
export const imageProcessor = new ImageProcessor();
