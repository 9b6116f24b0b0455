/// <reference lib="webworker" />
import { compileFiles, type SourceFile } from './compile-files'

/** The browser mock's compiler: sucrase loads here only, never in the page's own chunks. */
self.onmessage = (event: MessageEvent<{ id: number; files: SourceFile[] }>) => {
  self.postMessage({ id: event.data.id, outcome: compileFiles(event.data.files) })
}
