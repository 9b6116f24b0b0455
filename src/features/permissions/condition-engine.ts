type ConditionEngine = Pick<typeof import('json-logic-js'), 'apply'>
let engine: ConditionEngine | undefined

/**
 * Conditions are rare, so their JSON-logic engine is not on the first screen: the permissions query
 * loads it before it answers with any entry that carries one.
 */
export async function loadConditionEngine() {
  // json-logic-js is CommonJS: its functions arrive as the default export.
  const loaded = (await import('json-logic-js')) as ConditionEngine & { default?: ConditionEngine }
  engine ??= loaded.default ?? loaded
}

/** The loaded engine, or undefined before loadConditionEngine has run. */
export const conditionEngine = () => engine
