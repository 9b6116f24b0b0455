import { type DatabaseFunction, type FunctionDefinition, typeProblem, type Volatility } from '@/features/database'

export interface FunctionFormValues {
  schema: string
  name: string
  args: { name: string; type: string }[]
  returnType: string
  language: string
  volatility: Volatility
  securityDefiner: boolean
  setSearchPath: boolean
  searchPath: string
  body: string
}

export const initialFunctionValues = (fn: DatabaseFunction | null): FunctionFormValues =>
  fn
    ? {
        schema: fn.schema,
        name: fn.name,
        args: [],
        returnType: fn.return_type,
        language: fn.language,
        volatility: fn.volatility,
        securityDefiner: fn.security_definer,
        setSearchPath: fn.search_path !== null,
        searchPath: fn.search_path === '""' ? '' : (fn.search_path ?? ''),
        body: fn.body,
      }
    : {
        schema: 'public',
        name: '',
        args: [],
        returnType: 'void',
        language: 'plpgsql',
        volatility: 'VOLATILE',
        securityDefiner: false,
        setSearchPath: true,
        searchPath: '',
        body: 'begin\n\nend',
      }

export type FunctionFormErrors = Partial<Record<'schema' | 'name' | 'returnType' | 'body' | `arg${number}`, string>>

/** The definition the form describes, or what is wrong with it. An existing function keeps its signature. */
export function readFunctionForm(values: FunctionFormValues, existing: DatabaseFunction | null) {
  const errors: FunctionFormErrors = {}
  if (!values.schema.trim()) errors.schema = 'Choose a schema'
  if (!values.name.trim()) errors.name = 'Enter a name'
  if (!existing) {
    const problem = typeProblem(values.returnType)
    if (problem) errors.returnType = problem
    values.args.forEach((arg, i) => {
      const argProblem = typeProblem(arg.type)
      if (argProblem) errors[`arg${i}`] = argProblem
    })
  }
  if (!values.body.trim()) errors.body = 'Write the body of the function'
  if (Object.keys(errors).length) return { errors, definition: null }
  const definition: FunctionDefinition = {
    schema: values.schema.trim(),
    name: values.name.trim(),
    args: values.args.map((a) => ({ name: a.name.trim(), type: a.type.trim() })),
    returnType: values.returnType.trim(),
    signature: existing ? { arguments: existing.arguments, returnType: existing.return_type } : undefined,
    language: values.language,
    volatility: values.volatility,
    securityDefiner: values.securityDefiner,
    searchPath: values.setSearchPath ? values.searchPath : null,
    body: values.body,
  }
  return { errors, definition }
}
