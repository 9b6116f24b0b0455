// What other features may use of consent (besides its api/ files). Import it as '@/features/consent'.
export { ConsentToast } from './components/consent-toast'
