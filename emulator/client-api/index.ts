import { Router } from 'express';
import type { EmulatorContext } from '../context.js';

export function clientApiRouter(_ctx: EmulatorContext): Router {
  return Router();
}
