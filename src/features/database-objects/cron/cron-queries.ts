import { queryOptions } from '@tanstack/react-query'
import { listCronCallableFunctions, listCronJobs, listCronRuns } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'
import { describeSchedule } from './cron-schedule'

const keys = (ref: string) => databaseObjectKeys.cron(ref)

export const cronJobsQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'jobs'], listCronJobs())

export const cronRunsQueryOptions = (connection: ProjectConnection, jobid: number) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'runs', jobid], listCronRuns(jobid))

export const cronFunctionsQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'functions'], listCronCallableFunctions())

/** A schedule in words; cronstrue is loaded on first use. */
export const scheduleWordsQueryOptions = (schedule: string) =>
  queryOptions({
    queryKey: ['cron-schedule-words', schedule],
    queryFn: () => describeSchedule(schedule),
    staleTime: Infinity,
  })
