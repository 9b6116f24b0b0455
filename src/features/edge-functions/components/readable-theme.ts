import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark'
import { EditorView } from '@codemirror/view'

// The editor's stock colours below WCAG AA (4.5:1, axe color-contrast on functions/new), made darker on
// light and lighter on dark; every other colour is the stock one.
const LIGHT: Record<string, string> = { '#e40': '#b83200' } // template strings, regexps: 3.8 -> 6.0 on white
const DARK_STONE = '#9ba3b3'
const DARK: Record<string, string> = {
  '#7d8799': DARK_STONE, // comments, line numbers: 3.6 -> 5.2 on the active line
  '#e06c75': '#ef7c85', // names, properties: 4.4 -> 4.9 on the active line
}

const recolor = (style: HighlightStyle, colors: Record<string, string>) =>
  HighlightStyle.define(style.specs.map((spec) => (spec.color && colors[spec.color] ? { ...spec, color: colors[spec.color] } : spec)))

const lightHighlight = syntaxHighlighting(recolor(defaultHighlightStyle, LIGHT))
const darkHighlight = syntaxHighlighting(recolor(oneDarkHighlightStyle, DARK))
const darkGutters = EditorView.theme({ '.cm-gutters, .cm-gutters .cm-gutterElement': { color: DARK_STONE } }, { dark: true })

/** The `theme` for @uiw/react-codemirror: the stock light theme or One Dark, with readable colours. */
export const readableTheme = (scheme: 'light' | 'dark') => (scheme === 'dark' ? [oneDarkTheme, darkGutters, darkHighlight] : [lightHighlight])
