/** Extra content a preview shows in its pane (e.g. a connection it needs). */
export function PreviewExtras(_props: { previewKey: string; enabled: boolean }) {
  return null
}
