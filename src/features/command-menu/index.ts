// What other features may use of command-menu (besides its api/ files). Import it as '@/features/command-menu'.
export { CommandMenuHost } from './components/command-menu-host'
