// What the console's pages and its server modules share about HTTP (product.md D8):
// the headers that keep console pages out of caches and search engines, and
// the name of the hidden CSRF field every console form carries.
export const CONSOLE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const CSRF_FIELD = 'csrf';
