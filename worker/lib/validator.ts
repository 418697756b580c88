import { vValidator } from '@hono/valibot-validator'
import type { ValidationTargets } from 'hono'
import * as v from 'valibot'
import { AppError } from './errors'

type AnySchema = v.GenericSchema | v.GenericSchemaAsync

/**
 * Every request body, query and param passes through here: a failure becomes one 400 envelope
 * whose message is the first problem in plain words, with every field's problems in `fields`.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends AnySchema>(
  target: Target,
  schema: Schema,
) =>
  vValidator(target, schema, (result) => {
    if (result.success) return
    const flat = v.flatten(result.issues)
    const message = result.issues[0]?.message ?? 'The request is not valid'
    throw new AppError(400, 'invalid_input', message, flat.nested)
  })
