/** The exports feature's public entry: what it offers the rest of the server; nothing else in exports/ is imported from outside (decision 049). */
export { csvStream } from '../export-writer/csv-writer';
export { BATCH_SIZE, keysetBatches, mapBatches, type Column, type ExportTable } from '../export-writer/export-table';
export { exportsRoutes } from './exports.routes';
export { contentTypes, type ExportFile } from './exports.service';
