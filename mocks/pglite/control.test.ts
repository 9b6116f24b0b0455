import { describe, expect, it } from 'vitest'
import { projectRefOfPage } from './control'

describe('projectRefOfPage', () => {
  it("finds the project's ref in a page's path under the base", () => {
    expect(projectRefOfPage('/dashboard/project/acmeblogprod01/sql/new', '/dashboard/')).toBe('acmeblogprod01')
    expect(projectRefOfPage('/dashboard/project/acmeblogprod01', '/dashboard/')).toBe('acmeblogprod01')
    expect(projectRefOfPage('/project/northwindshop1/editor', '/')).toBe('northwindshop1')
  })

  it('answers nothing for other pages, another base or a ref it does not recognise', () => {
    expect(projectRefOfPage('/dashboard/organizations', '/dashboard/')).toBeUndefined()
    expect(projectRefOfPage('/dashboard/projects', '/dashboard/')).toBeUndefined()
    expect(projectRefOfPage('/other/project/acmeblogprod01', '/dashboard/')).toBeUndefined()
    expect(projectRefOfPage('/dashboard/project/../x', '/dashboard/')).toBeUndefined()
    expect(projectRefOfPage('/dashboard/project/', '/dashboard/')).toBeUndefined()
  })
})
