import { Anchor } from '@mantine/core'
import Markdown, { type Components } from 'react-markdown'
import { safeLinkHref } from './url'

// Links keep only allowed schemes; everything else, and images, are shown as their text.
const components: Components = {
  a: ({ href, children }) => {
    const safe = safeLinkHref(href)
    if (!safe) return <span>{children}</span>
    return (
      <Anchor href={safe} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    )
  },
  img: ({ alt }) => <span>{alt}</span>,
}

/** Renders untrusted markdown: no raw HTML, links only for http, https, mailto and tel (SPEC §5). */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <Markdown skipHtml components={components} urlTransform={(url) => safeLinkHref(url) ?? ''}>
      {children}
    </Markdown>
  )
}
