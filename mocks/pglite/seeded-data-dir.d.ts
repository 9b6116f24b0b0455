/** The URL of the seeded data directory (build-tools/mock-pgdata.ts): an asset of the build, served by the dev server. */
declare module 'virtual:mock-seeded-data-dir' {
  const url: string
  export default url
}

/** The template databases' files that the seeded data directory leaves out (build-tools/mock-pgdata.ts). */
declare module 'virtual:mock-template-databases' {
  const url: string
  export default url
}
