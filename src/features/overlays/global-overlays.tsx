/** Overlays above every signed-in page: feature previews, command menu, consent (issue 6). */
export function GlobalOverlays() {
  return null
}
