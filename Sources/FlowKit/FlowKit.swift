@_exported import Signals
