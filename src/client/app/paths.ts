/** The app's route table lives in src/shared/routes/app-paths.ts: the server answers 404 for any other path (issue 36). */
export { adminStorePath, customerPath, paths } from '#shared/routes/app-paths';
