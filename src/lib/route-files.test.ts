import { afterEach, describe, expect, it } from 'vitest'
import { ROUTE_FILES_ELEMENT_ID, resetRouteFiles, routeFilesFor } from './route-files'

function setBlock(text: string | undefined) {
  document.getElementById(ROUTE_FILES_ELEMENT_ID)?.remove()
  if (text !== undefined) {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = ROUTE_FILES_ELEMENT_ID
    block.textContent = text
    document.head.append(block)
  }
  resetRouteFiles()
}

afterEach(() => setBlock(undefined))

describe('routeFilesFor', () => {
  const list = {
    files: ['assets/ui.js', 'assets/logs.js', 'assets/logs.css', 'assets/sql.js'],
    routes: [
      ['^/project/[^/]+(?:/|$)', [0]],
      ['^/project/[^/]+/logs/?$', [1, 2, 0]],
      ['^/project/[^/]+/sql/(?!(?:new)(?:/|$))[^/]+/?$', [3]],
    ],
  }

  it("lists the files of every route the path matches, its layouts' too, once each", () => {
    setBlock(JSON.stringify(list))
    expect(routeFilesFor('/project/$ref/logs')).toEqual(['assets/ui.js', 'assets/logs.js', 'assets/logs.css'])
    expect(routeFilesFor('/project/abc/sql/$id')).toEqual(['assets/ui.js', 'assets/sql.js'])
    expect(routeFilesFor('/organizations')).toEqual([])
  })

  it('answers undefined without the block (the dev server) or with one it does not understand', () => {
    setBlock(undefined)
    expect(routeFilesFor('/project/$ref/logs')).toBeUndefined()
    setBlock('{not json')
    expect(routeFilesFor('/project/$ref/logs')).toBeUndefined()
    setBlock(JSON.stringify({ files: 'x', routes: [] }))
    expect(routeFilesFor('/project/$ref/logs')).toBeUndefined()
    setBlock(JSON.stringify({ files: [], routes: [['(', [0]]] }))
    expect(routeFilesFor('/project/$ref/logs')).toBeUndefined()
  })
})
