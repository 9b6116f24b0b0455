// What other features may use of code-hosting (besides its api/ files). Import it as '@/features/code-hosting'.
export { ConnectGithubButton } from './components/connect-github-button'
