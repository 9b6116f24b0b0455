/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from './json-answer-protocol'
import { answerReadings } from './json-answer-readings'

const scope = self as unknown as DedicatedWorkerGlobalScope
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer)
const handle = answerReadings(post)
scope.onmessage = ({ data }: MessageEvent<ToWorker>) => handle(data)
post({ id: 0, type: 'ready' })
