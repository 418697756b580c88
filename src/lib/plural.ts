/** '1 customer', '1,204 customers', '2 lines were' (with `many` for irregular forms). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
