/** The prerendered public pages (route → file under dist/client/pages); declared once in shared. */
export { publicPages } from '../../shared/routes/public-pages';
