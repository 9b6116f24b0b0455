import { closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { Compartment, EditorState, type Extension } from '@codemirror/state'
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
  type Command,
} from '@codemirror/view'

/**
 * CodeMirror's basic setup as the SQL editor uses it, without what a first query does not need: search
 * (its panel, keys and selection-match highlighting) loads on the first search key (issue 32 item 25),
 * and the lint keys are left out (the editor has no linter).
 */
export const basicEditing: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  rectangularSelection(),
  highlightActiveLine(),
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, indentWithTab]),
  // The editor fills its pane; the pane scrolls the text.
  EditorView.theme({ '&': { height: '100%' }, '& .cm-scroller': { height: '100% !important' } }),
]

export const lightTheme = EditorView.theme({ '&': { backgroundColor: '#fff' } }, { dark: false })

type SearchModule = typeof import('@codemirror/search')
/** The search keys of CodeMirror's searchKeymap, each with its command once the module is here. */
const SEARCH_KEYS: [string, (search: SearchModule) => Command][] = [
  ['Mod-f', (s) => s.openSearchPanel],
  ['F3', (s) => s.findNext],
  ['Mod-g', (s) => s.findNext],
  ['Shift-F3', (s) => s.findPrevious],
  ['Shift-Mod-g', (s) => s.findPrevious],
  ['Mod-Alt-g', (s) => s.gotoLine],
  ['Mod-d', (s) => s.selectNextOccurrence],
  ['Mod-Shift-l', (s) => s.selectSelectionMatches],
]

/**
 * Search on first use: until a search key is pressed, the keys only load @codemirror/search; then the
 * compartment holds the real search (its keymap, panel and match highlighting) and the key's command runs.
 */
export function lazySearch(): Extension {
  const compartment = new Compartment()
  let loading: Promise<SearchModule> | undefined
  const run =
    (pick: (search: SearchModule) => Command): Command =>
    (view) => {
      loading ??= import('@codemirror/search')
      void loading.then(
        (search) => {
          view.dispatch({ effects: compartment.reconfigure([search.search(), search.highlightSelectionMatches(), keymap.of(search.searchKeymap)]) })
          pick(search)(view)
        },
        () => {
          loading = undefined
        },
      )
      return true
    }
  return compartment.of(keymap.of(SEARCH_KEYS.map(([key, pick]) => ({ key, run: run(pick), preventDefault: true }))))
}
