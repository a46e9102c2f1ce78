// What other features use of the catalogue; they import it only from here (or mount its components).
export { publishedYachtNames } from './yachts'
