/** The seeded data directory made at build time (build-tools/mock-pgdata.ts); undefined in the dev server. */
declare module 'virtual:mock-seeded-data-dir' {
  const url: string | undefined
  export default url
}
