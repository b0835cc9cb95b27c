/** Hands `blob` to the browser's download as `fileName`. */
export function downloadFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download asynchronously; the URL must outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
