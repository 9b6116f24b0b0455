/** The header banners of SPEC §8 (issue 5). */
export function HeaderBanners() {
  return null
}
