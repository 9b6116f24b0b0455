/** The permissions belong to the profile: a profile-wide refresh refreshes them too. */
export const permissionKeys = { all: ['profile', 'permissions'] as const }
