const WEB_PROTOCOLS = new Set(['http:', 'https:'])

/** SPEC §5: a URL is valid only if it parses and uses http or https. */
export function isValidUrl(value: string): boolean {
  try {
    return WEB_PROTOCOLS.has(new URL(value).protocol)
  } catch {
    return false
  }
}

/** SPEC §5: markdown links may only use these schemes; anything else is shown as text. */
export const MARKDOWN_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The href itself when it is an absolute URL with an allowed scheme, otherwise null. The URL
 * parser strips padding, tabs and newlines and lower-cases the scheme, so `  JaVa\tscript:` is
 * seen as javascript: and refused.
 */
export function safeLinkHref(href: string | null | undefined): string | null {
  if (!href) return null
  try {
    return MARKDOWN_LINK_PROTOCOLS.has(new URL(href).protocol) ? href.trim() : null
  } catch {
    return null
  }
}
