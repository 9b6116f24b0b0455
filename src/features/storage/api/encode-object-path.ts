/**
 * An object path for a URL: each segment percent-encoded, the slashes kept, so that `a/b c.txt` reads
 * `a/b%20c.txt` in a path or a query alike (a gateway can move it from one to the other as is).
 */
export const encodeObjectPath = (path: string) => path.split('/').map(encodeURIComponent).join('/')
