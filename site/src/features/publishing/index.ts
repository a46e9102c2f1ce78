// What other features use of publishing; they import it only from here (or mount its components).
export { publishedPage } from './pages'
