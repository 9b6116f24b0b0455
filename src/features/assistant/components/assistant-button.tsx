/** Header button that opens the assistant (issue 7). */
export function AssistantButton() {
  return null
}
