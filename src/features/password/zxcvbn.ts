import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'
import { toScore, type PasswordStrength } from './password-strength'

/**
 * zxcvbn-ts with its dictionaries. Import this module only with a dynamic import (loadPasswordEstimator)
 * so its megabytes reach the browser only on the create-project page.
 */
const estimator = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
})

export function estimatePasswordStrength(password: string): PasswordStrength {
  const result = estimator.check(password)
  return {
    score: toScore(result.score),
    feedback: { warning: result.feedback.warning ?? '', suggestions: [...result.feedback.suggestions] },
  }
}
