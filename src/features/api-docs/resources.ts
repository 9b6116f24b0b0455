/** `?resource=` / `?rpc=` values: the bare name in the default schema, else `schema.name`. */
export const resourceParam = (object: { schema: string; name: string }, defaultSchema: string) =>
  object.schema === defaultSchema ? object.name : `${object.schema}.${object.name}`

/** The object a `?resource=` / `?rpc=` value names (functions with overloads: the first). */
export function findResource<T extends { schema: string; name: string }>(objects: readonly T[], param: string | undefined, defaultSchema: string) {
  if (param === undefined) return undefined
  return objects.find((object) => resourceParam(object, defaultSchema) === param)
}
