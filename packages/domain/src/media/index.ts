export {
  IMAGE_FORMATS,
  IMAGE_QUALITY_BASE,
  IMAGE_WIDTHS,
  imageFormatFor,
  imageQuality,
  imageWidthFor,
  type ImageFormat,
} from './images'
