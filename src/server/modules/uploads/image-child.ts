// The image process's entry (image-processor.ts starts it): runs sharp jobs sent over IPC and
// answers each by its id. It holds no database, storage or secret, only the bytes it is sent.
import type { DetectedFileType } from './file-type.ts';
import {
  asBuffer,
  ImageRejectedError,
  type ProcessedImage,
  processImage,
  svgToJpeg,
} from './image-processing.ts';

export type ImageJob =
  | { kind: 'process'; input: Uint8Array; type: DetectedFileType }
  | { kind: 'svg-to-jpeg'; svg: string };

export type ImageAnswer =
  | { id: number; ok: true; result: ProcessedImage | Uint8Array }
  | { id: number; ok: false; rejected?: ImageRejectedError['reason']; message: string };

async function run(job: ImageJob): Promise<ProcessedImage | Uint8Array> {
  return job.kind === 'process' ? processImage(asBuffer(job.input), job.type) : svgToJpeg(job.svg);
}

process.on('message', ({ id, job }: { id: number; job: ImageJob }) => {
  run(job).then(
    (result) => process.send?.({ id, ok: true, result } satisfies ImageAnswer),
    (error: unknown) =>
      process.send?.({
        id,
        ok: false,
        rejected: error instanceof ImageRejectedError ? error.reason : undefined,
        message: error instanceof Error ? error.message : String(error),
      } satisfies ImageAnswer),
  );
});
// The parent going away (even killed) closes the channel: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
