/**
 * Saving a file the backend made (an order export, manage-order/download): the browser fetches
 * the record's url itself with the user's cookie, which is how the server knows the file is
 * theirs (mock-api/merchant/download-asset.ts: someone else's export is "not found").
 */

/** Starts the browser's download of `url` as `fileName` (same-origin urls keep the name). */
export function saveFile(url: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
}
