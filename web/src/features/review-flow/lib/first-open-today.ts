/**
 * Whether this is the device's first open of the product today (the phone's calendar day), for
 * the unique-visitor count: the only thing kept is `qr-visit:{productId}` = today's date in this
 * browser's localStorage; nothing identifies the person. Without storage every open counts.
 */
export function firstOpenToday(productId: string): boolean {
  try {
    const key = `qr-visit:${productId}`;
    const today = new Date().toLocaleDateString('sv'); // yyyy-mm-dd, local
    if (localStorage.getItem(key) === today) return false;
    localStorage.setItem(key, today);
  } catch {
    // Storage blocked: nothing to remember with.
  }
  return true;
}
