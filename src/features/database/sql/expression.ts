/**
 * An SQL expression the user wrote (a default, a policy's USING or WITH CHECK). It must be one
 * expression: no statement separator or comment outside quoted text, parentheses and quotes balanced.
 */
export function sqlExpression(text: string): string {
  const expression = text.trim()
  let depth = 0
  let quote: string | null = null
  for (let i = 0; i < expression.length && depth >= 0; i++) {
    const ch = expression[i]!
    if (quote) {
      if (ch === quote) quote = null
      continue
    }
    if (ch === "'" || ch === '"') quote = ch
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === ';' || (ch === '-' && expression[i + 1] === '-') || (ch === '/' && expression[i + 1] === '*') || ch === '$') depth = -1
  }
  if (!expression || quote || depth !== 0) throw new Error(`Not a single SQL expression: ${text}`)
  return expression
}
