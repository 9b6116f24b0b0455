import { authUsersExposed, foreignTableInApi, materializedViewInApi, securityDefinerView } from './api-exposure'
import { extensionInPublic, extensionVersionsOutdated } from './extensions'
import {
  anonSecurityDefinerFunctionExecutable,
  authenticatedSecurityDefinerFunctionExecutable,
  functionSearchPathMutable,
} from './functions'
import { duplicateIndex, invalidIndex, unindexedForeignKeys, unusedIndex } from './indexes'
import { authRlsInitplan, multiplePermissivePolicies, rlsReferencesUserMetadata } from './policies'
import {
  policyExistsRlsDisabled,
  rlsDisabledInPublic,
  rlsEnabledNoPolicy,
  rlsPolicyAlwaysTrue,
  sensitiveColumnsExposed,
} from './rls'
import { fkeyToAuthUnique, noPrimaryKey, tableBloat, unsupportedRegTypes } from './tables'
import type { Lint } from './types'

/** Every lint, in the order of the splinter set they follow. */
export const LINTS: readonly Lint[] = [
  unindexedForeignKeys,
  authUsersExposed,
  authRlsInitplan,
  noPrimaryKey,
  unusedIndex,
  multiplePermissivePolicies,
  policyExistsRlsDisabled,
  rlsEnabledNoPolicy,
  duplicateIndex,
  securityDefinerView,
  functionSearchPathMutable,
  rlsDisabledInPublic,
  extensionInPublic,
  rlsReferencesUserMetadata,
  materializedViewInApi,
  foreignTableInApi,
  unsupportedRegTypes,
  tableBloat,
  fkeyToAuthUnique,
  extensionVersionsOutdated,
  sensitiveColumnsExposed,
  rlsPolicyAlwaysTrue,
  anonSecurityDefinerFunctionExecutable,
  authenticatedSecurityDefinerFunctionExecutable,
  invalidIndex,
]
