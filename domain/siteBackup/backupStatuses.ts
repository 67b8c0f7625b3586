/** Where a site backup stands: asked for, being made by the builder, made, or refused. */
export const backupStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type BackupStatus = (typeof backupStatuses)[number];

/** A backup still on its way: the tile keeps watching until none is. */
export const isBackupUnderway = (status: BackupStatus): boolean => status === 'queued' || status === 'running';
