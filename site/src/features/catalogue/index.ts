// What other features use of the catalogue; they import it only from here (or mount its components).
export { publishedDestinations } from './destinations'
export { publishedYachts } from './yachts'
