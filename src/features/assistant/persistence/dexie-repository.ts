import { Dexie, liveQuery, type EntityTable } from 'dexie'
import { ASSISTANT_DB_NAME } from '../storage'
import type { AssistantRepository, ChatRecord, ProjectRecord, StoredSnapshot } from './repository'

type AssistantDatabase = Dexie & {
  projects: EntityTable<ProjectRecord, 'projectRef'>
  chats: EntityTable<ChatRecord, 'id'>
}

function openDatabase(): AssistantDatabase {
  const db = new Dexie(ASSISTANT_DB_NAME) as AssistantDatabase
  db.version(1).stores({ projects: 'projectRef', chats: 'id, projectRef' })
  return db
}

/** The assistant's chats in IndexedDB (database 'dashboard-assistant'): one record per project and per chat. */
export function createDexieRepository(): AssistantRepository {
  const db = openDatabase()
  const read = async (projectRef: string): Promise<StoredSnapshot> => ({
    project: await db.projects.get(projectRef),
    chats: await db.chats.where('projectRef').equals(projectRef).toArray(),
  })
  return {
    read: (projectRef) => db.transaction('r', db.projects, db.chats, () => read(projectRef)),
    update: (projectRef, change) =>
      db.transaction('rw', db.projects, db.chats, async () => {
        const { project, put, remove } = change(await read(projectRef))
        if (project) await db.projects.put(project)
        if (remove.length > 0) await db.chats.bulkDelete(remove)
        if (put.length > 0) await db.chats.bulkPut(put)
      }),
    observe: (projectRef, listener) => {
      // liveQuery also fires for writes made by other tabs of the same origin.
      const subscription = liveQuery(() => read(projectRef)).subscribe({ next: listener, error: () => {} })
      return () => subscription.unsubscribe()
    },
    close: () => db.close(),
  }
}
