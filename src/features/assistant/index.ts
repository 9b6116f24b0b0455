// What other features may use of assistant (besides its api/ files). Import it as '@/features/assistant'.
export { AssistantPanelHost } from './components/assistant-panel-host'
export { useAssistantPanel } from './panel-search'
export { checkDestructive } from './sql/destructive'
export { splitStatements } from './sql/tokenize'
export { useAskAssistant } from './ask-assistant'
