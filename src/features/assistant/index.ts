// What other features may use of assistant (besides its api/ files). Import it as '@/features/assistant'.
export { AssistantPanelHost } from './components/assistant-panel-host'
