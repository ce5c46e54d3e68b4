/** Where the API is: this origin unless VITE_API_BASE_URL says otherwise (read by the entry and the app alike). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || ''
