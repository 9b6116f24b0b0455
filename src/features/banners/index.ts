// What other features may use of banners (besides its api/ files). Import it as '@/features/banners'.
export { HeaderBanners } from './components/header-banners'
