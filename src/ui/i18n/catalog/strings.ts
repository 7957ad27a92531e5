// The shape a translation must have: the English catalog's keys, every leaf a string.
// A missing or misspelt key in a translation is a type error, not a blank on screen.
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
