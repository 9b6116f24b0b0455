// npm test: runs every stage and reports each, so one failing stage (a flaky unit test, a lint error)
// does not hide the results of the others; exits 1 if any failed. The e2e stage needs the build.
// A failed stage's last lines are printed again above the summary, where a log's tail shows them.
import { spawn } from 'node:child_process'

const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unused code (knip)', script: 'knip' },
  { name: 'unit and component tests', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'end-to-end tests', script: 'test:e2e', needs: 'build' },
]
const TAIL_CHARS = 6000

/** Runs `npm run script`, its output passed through; resolves to its exit status and its output's tail. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['inherit', 'pipe', 'pipe'] })
    let tail = ''
    const keep = (out) => (chunk) => {
      out.write(chunk)
      tail = (tail + chunk.toString()).slice(-TAIL_CHARS)
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('close', (status) => resolve({ status, tail }))
  })
}

const results = new Map()
const failedTails = []
for (const stage of STAGES) {
  if (stage.needs && results.get(stage.needs) !== 'passed') {
    results.set(stage.name, `skipped (${stage.needs} failed)`)
    continue
  }
  console.log(`\n=== ${stage.name}: npm run ${stage.script}\n`)
  const { status, tail } = await run(stage.script)
  results.set(stage.name, status === 0 ? 'passed' : `FAILED (exit ${status})`)
  if (status !== 0) failedTails.push({ name: stage.name, tail })
}

// The last stage's output is just above already.
for (const { name, tail } of failedTails.filter(({ name }) => name !== STAGES.at(-1).name))
  console.log(`\n=== ${name} failed; the end of its output:\n${tail}`)
console.log('\n=== npm test summary')
for (const stage of STAGES) console.log(`${stage.name.padEnd(26)} ${results.get(stage.name)}`)
process.exit(STAGES.every((stage) => results.get(stage.name) === 'passed') ? 0 : 1)
