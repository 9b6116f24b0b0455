export const bannerKeys = {
  all: ['banners'] as const,
  flags: () => [...bannerKeys.all, 'flags'] as const,
}
