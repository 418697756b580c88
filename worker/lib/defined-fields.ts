/** The fields a partial change actually names: a key left out or sent as undefined changes nothing. */
export const definedFields = <Change extends object>(change: Change) =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as {
    [Key in keyof Change]?: Exclude<Change[Key], undefined>
  }
